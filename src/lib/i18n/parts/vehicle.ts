/** Makes the English vehicle messages available; imported by the (lazy) modules that use them. */
import { vehicle } from '../en/vehicle.ts';
import { addMessages } from '../index.ts';

addMessages('en', vehicle);
