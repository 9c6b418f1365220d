/// Constants Darwin's `<math.h>` defines and Glibc does not, which iOS code uses unqualified
/// (`CGFloat(HUGE)` for "no limit" in `sizeThatFits`, `CGFloat(MAXFLOAT)`). Darwin defines
/// `MAXFLOAT` as `0x1.fffffep+127f` (the largest finite `Float`) and `HUGE` as `MAXFLOAT`; they are
/// imported into Swift as `Float`s. `M_PI` and the other `M_` constants come from Glibc already.
public let MAXFLOAT: Float = Float.greatestFiniteMagnitude
public let HUGE: Float = MAXFLOAT
