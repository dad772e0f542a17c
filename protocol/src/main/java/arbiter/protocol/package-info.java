/** The wire between server and clients: JSON messages and text-command helpers. */
package arbiter.protocol;
