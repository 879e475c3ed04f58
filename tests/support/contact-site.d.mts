export declare const CONTACT_ENDPOINT_PORT: number;
export declare const CONTACT_ENDPOINT: string;
export declare const CONTACT_OUT_DIR: string;
export declare const CONTACT_SITE_PORT: number;
