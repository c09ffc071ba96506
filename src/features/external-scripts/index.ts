/** External scripts: the app boot calls `startExternalScripts(context)`. */
export { startExternalScripts, type ExternalScriptsOptions } from './loader.ts';
export { getChatConfig } from './api.ts';
export { ChatConfigSchema, type ChatConfig } from '../../contract/external-scripts.ts';
