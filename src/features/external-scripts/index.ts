/** External scripts: the app boot calls `startExternalScripts(context)`. */
export { startExternalScripts, type ExternalScriptsOptions } from './loader.ts';
export { ChatConfigSchema, getChatConfig, type ChatConfig } from './api.ts';
