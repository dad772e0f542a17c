/**
 * Stored games as PGN, KIF and PDN files and back: text in, text out, no I/O and no threads, so
 * that whoever serves or saves the files decides where they go.
 */
package arbiter.export;
