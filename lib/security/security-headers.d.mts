export declare const resourceContentSecurityPolicy: string;
export declare const resourcePaths: string[];
export declare function securityHeaders(options: {
  production: boolean;
}): { key: string; value: string }[];
export declare function resourceHeaders(options: {
  production: boolean;
}): { key: string; value: string }[];
export declare const staticFileHeaders: { key: string; value: string }[];
export declare const staticFilesPrefix: string;
