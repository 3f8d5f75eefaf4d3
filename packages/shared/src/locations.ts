/** Indian states and union territories with their cities: filled in by the catalogue issue. */
export {};
