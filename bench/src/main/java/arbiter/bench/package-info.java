/** JMH benchmarks of the rule engines. */
package arbiter.bench;
