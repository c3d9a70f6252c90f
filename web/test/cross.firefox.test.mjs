// cross.firefox.test.mjs: the shared cross-browser tests (cross.mjs) in Firefox ESR (puppeteer-core, WebDriver BiDi).
import * as driver from './drivers/firefox.mjs';
import { crossBrowserTests } from './cross.mjs';

crossBrowserTests({ name: 'firefox', ...driver }, { touch: true });
