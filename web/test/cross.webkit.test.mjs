// cross.webkit.test.mjs: the shared cross-browser tests (cross.mjs) in WebKitGTK (WebKitWebDriver, selenium-webdriver).
import * as driver from './drivers/webkit.mjs';
import { crossBrowserTests } from './cross.mjs';

crossBrowserTests({ name: 'webkit', ...driver });
