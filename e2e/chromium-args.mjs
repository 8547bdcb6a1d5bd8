// Debian chromium's flags for the browser tests and the benchmark: no sandbox (containers), no
// GPU, and no background traffic to Google's hosts (the network is closed; without them chromium
// stalls on refused connections). Headless is the caller's choice.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
