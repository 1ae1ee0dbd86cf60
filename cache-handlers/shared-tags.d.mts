export declare function now(): number;
export declare function latestExpiry(tags: string[]): number;
export declare function isExpired(tags: string[], timestamp: number): boolean;
export declare function refreshTags(): Promise<void>;
export declare function expireTags(tags: string[], durations?: { expire?: number }): Promise<void>;
