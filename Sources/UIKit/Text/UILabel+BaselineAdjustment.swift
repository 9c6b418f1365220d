import Foundation

/// How a label whose font shrank (`adjustsFontSizeToFitWidth`) places its text vertically.
public enum UIBaselineAdjustment: Int, Sendable, CaseIterable {
    case alignBaselines = 0
    case alignCenters = 1
    case none = 2
}
