// Part 4 of the generated-input test of every endpoint (every-endpoint.property.ts).
import { everyEndpoint } from './every-endpoint.property.js';

everyEndpoint(4, 4);
