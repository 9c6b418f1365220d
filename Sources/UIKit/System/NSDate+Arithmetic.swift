import Foundation

extension NSDate {
    /// A date `ti` seconds after this one, as an `NSDate`: Apple's Foundation declares
    /// `func addingTimeInterval(_ ti: TimeInterval) -> Self` (NSDate.h's `-dateByAddingTimeInterval:`
    /// returns `instancetype`), so iOS code keeps its dates in `NSDate` properties
    /// (`diffDate = date1970.addingTimeInterval(minutes)`, a countdown label's). Foundation on
    /// Linux returns a `Date`, which Swift does not convert to `NSDate` implicitly. This overload
    /// is disfavoured: it is taken only where an `NSDate` is wanted, and elsewhere Foundation's
    /// own answer stays.
    @_disfavoredOverload
    public func addingTimeInterval(_ ti: TimeInterval) -> NSDate {
        NSDate(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate + ti)
    }
}
