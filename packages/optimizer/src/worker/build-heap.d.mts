export declare const BUILD_SEMI_SPACE_MB: number;
export declare const BUILD_YOUNG_GENERATION_MB: number;
export declare const BUILD_NODE_FLAGS: string[];
