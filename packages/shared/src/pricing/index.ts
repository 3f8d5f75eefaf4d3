export * from "./quote.js";
export * from "./refund.js";
