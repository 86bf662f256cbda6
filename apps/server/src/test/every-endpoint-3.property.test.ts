// Part 3 of the generated-input test of every endpoint (every-endpoint.property.ts).
import { everyEndpoint } from './every-endpoint.property.js';

everyEndpoint(3, 4);
