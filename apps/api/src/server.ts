import { boot, serve } from './boot';
import { loadConfig } from './config';

const config = loadConfig();
await serve(await boot(config), config);
