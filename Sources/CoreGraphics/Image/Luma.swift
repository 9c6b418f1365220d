/// The gray value of an RGB colour: Rec. 601 luma (0.299 R + 0.587 G + 0.114 B) in 8-bit fixed
/// point, the weights Core Graphics uses when RGB is drawn into a DeviceGray context. Used by gray
/// bitmap contexts and by `clip(to:mask:)` for masks without alpha.
enum Luma {
    /// The luma (0…255) of 8-bit components (0…255).
    static func of(red: UInt32, green: UInt32, blue: UInt32) -> UInt32 {
        (red * 77 + green * 150 + blue * 29 + 128) >> 8
    }
}
