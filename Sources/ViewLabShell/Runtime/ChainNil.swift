/// Thrown where an optional chain meets nil; caught at the chain's boundary.
struct ChainNil: Error {}
