import rootPackage from '../../../package.json' with { type: 'json' };

/** The product version, shown in the side menu and the public 'Powered by' footer. */
export const APP_VERSION: string = rootPackage.version;
