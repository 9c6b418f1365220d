import Foundation

/// ViewLab: San Francisco's tracking table (HIG *Typography*, "Tracking values", SF Pro), in
/// thousandths of an em, at the sizes Apple lists; sizes in between are interpolated linearly
/// (the variable SF Pro of iOS 14 and later varies its tracking smoothly with the size), sizes
/// below and above the table take its first and last values. UIKit's `UIFont` and `CATextLayer`
/// apply it to the system font.
@_spi(ViewLab) public enum SystemFontTracking {
    /// (point size, tracking in 1/1000 em).
    public static let table: [(size: CGFloat, perMille: CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 5), (56, 4),
        (58, 3), (60, 2), (62, 2), (64, 1), (66, 0), (80, 0),
    ]

    /// The tracking in points at `size` points.
    public static func points(atSize size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        return perMille(atSize: size) * size / 1000
    }

    /// The tracking in thousandths of an em at `size` points.
    public static func perMille(atSize size: CGFloat) -> CGFloat {
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.perMille }
        if size >= last.size { return last.perMille }
        let upper = table.firstIndex { $0.size >= size }!
        let (s1, t1) = table[upper], (s0, t0) = table[upper - 1]
        return t0 + (t1 - t0) * (size - s0) / (s1 - s0)
    }
}
