import CoreGraphics
import Foundation

extension NSLayoutConstraint {
    /// The constraints a visual-format string describes (Apple, *Auto Layout Guide*, "Visual Format
    /// Language": the grammar and examples such as `|-[find]-[findNext]-[findField(>=20)]-|`).
    ///
    /// - `H:` (the default) or `V:` picks the axis; `|` is the superview of the views named.
    /// - A connection is `-N-`, `-metric-`, `-(>=N@priority,…)-`, a bare `-` (the standard space:
    ///   8 pt between siblings, 20 pt to the superview, what UIKit's constraints print as
    ///   `H:|-(20)-[view]`), or nothing (`[a][b]`: flush).
    /// - A view is `[name]` or `[name(predicates)]`: its width (`H:`) or height (`V:`) against a
    ///   constant, a metric or another view (`[button1(==button2)]`).
    /// - `options` adds an alignment between each pair of neighbouring views (`.alignAllCenterY`),
    ///   and sets the direction of a horizontal format (leading to trailing unless told).
    ///
    /// The constraints are returned inactive, as UIKit does. A malformed format, or a name missing
    /// from `views` or `metrics`, is a programming error on iOS too (`NSInvalidArgumentException`,
    /// "Unable to parse constraint format"): it stops here with the same message, the format and a
    /// caret under the place.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormat(format, options: options, metrics: metrics ?? [:], views: views)
        do {
            return try parser.constraints()
        } catch let error as VisualFormat.Failure {
            preconditionFailure(
                "Unable to parse constraint format: \(error.message)\n\(parser.text)\n\(String(repeating: " ", count: error.offset))^"
            )
        } catch {
            preconditionFailure("Unable to parse constraint format: \(error)")
        }
    }
}
