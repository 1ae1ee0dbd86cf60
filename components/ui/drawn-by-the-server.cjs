// What `#server-drawn/…` (package.json "imports") is in the browser's bundle: nothing. The
// part is the server's to draw; the browser loads it when it is wanted
// (components/ui/live-on-intent.tsx). CommonJS, so the bundler does not look for the part's
// name here.
module.exports = {};
