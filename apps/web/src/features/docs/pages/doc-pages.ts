/** The doc routes' module: one lazy chunk for the page, the print view and their loader. */
export { createRequireDoc } from '../doc-loader';
export { DocPage } from './DocPage';
export { DocPrintPage } from './DocPrintPage';
