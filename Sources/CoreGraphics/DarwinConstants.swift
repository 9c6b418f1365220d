/// Constants Darwin's `<math.h>` defines and Glibc does not, which iOS code uses unqualified
/// (`CGFloat(HUGE)` for "no limit" in `sizeThatFits`, `CGFloat(MAXFLOAT)`). Darwin defines
/// `MAXFLOAT` as `0x1.fffffep+127f` (the largest finite `Float`) and `HUGE` as `MAXFLOAT`; they are
/// imported into Swift as `Float`s. `M_PI` and the other `M_` constants come from Glibc already.
public let MAXFLOAT: Float = Float.greatestFiniteMagnitude
public let HUGE: Float = MAXFLOAT

/// Darwin's time-unit constants (`<dispatch/time.h>`, imported into Swift as `UInt64`), used in
/// `DispatchTime.now() + Double(Int64(0.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)`;
/// Dispatch on Linux does not export them.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let USEC_PER_SEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
