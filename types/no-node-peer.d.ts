// Stands in for Node-only packages whose typings would pull @types/node into the web-standard
// core's type check (tsconfig.core.json maps them here). unstorage's index types name every
// driver, the Redis one included; the core never touches ioredis.
export {}
