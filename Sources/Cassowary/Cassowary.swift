// Cassowary — an incremental linear-arithmetic constraint solver (placeholder).
