export * from "./ledger.js";
export * from "./quote.js";
export * from "./refund.js";
