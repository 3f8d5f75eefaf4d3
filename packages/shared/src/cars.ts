/** Car fields, carData schema and catalogue filters: filled in by the catalogue issue. */
export {};
