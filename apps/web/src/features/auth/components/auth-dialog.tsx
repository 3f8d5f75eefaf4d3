/** Auth dialog (owner document section 2): built by the foundation issue. */
export function AuthDialog() {
  return null;
}
