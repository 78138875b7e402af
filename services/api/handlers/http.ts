export { handler } from '../app.js';
