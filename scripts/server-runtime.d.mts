export const SERVER_NODE_FLAGS: string[];
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
