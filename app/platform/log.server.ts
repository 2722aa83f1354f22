export type Log = (message: string, details?: Record<string, unknown>) => void;

/** One JSON line per event, which `wrangler tail` and Workers Logs can filter on. */
export const logError: Log = (message, details = {}) => {
  console.error(JSON.stringify({ level: "error", message, ...details }));
};

export const logInfo: Log = (message, details = {}) => {
  console.log(JSON.stringify({ level: "info", message, ...details }));
};

export const logWarning: Log = (message, details = {}) => {
  console.warn(JSON.stringify({ level: "warn", message, ...details }));
};
