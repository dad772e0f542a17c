-- Every table, new ones included, carries the core's fence (see V44__cluster_lease.sql).
SELECT arbiter_fence_all();
