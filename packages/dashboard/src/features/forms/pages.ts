export { FormsList } from './FormsList';
export { FormSettings } from './FormSettings';
export { Embed } from './Embed';
