// A dedicated worker the shell's page starts first thing (src/index.ts). The first use of
// Intl.NumberFormat or Intl.DateTimeFormat makes the engine build its lists of locales, which
// every thread of the page's process then shares: 25 to 50 ms here, a long task on a phone's
// main thread. Built on this thread instead, it costs the page's own thread nothing; then the
// worker ends, its work kept by the process.
Intl.NumberFormat.supportedLocalesOf('en-CA');
Intl.DateTimeFormat.supportedLocalesOf('en-CA');
close();
