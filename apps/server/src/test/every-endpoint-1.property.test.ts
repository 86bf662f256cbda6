// Part 1 of the generated-input test of every endpoint (every-endpoint.property.ts).
import { everyEndpoint } from './every-endpoint.property.js';

everyEndpoint(1, 4);
