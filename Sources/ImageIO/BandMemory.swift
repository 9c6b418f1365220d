/// Memory that the bands of one `PNGImageDataCompressor.forEach` share across threads.
///
/// Each band reads its own rows and writes only its own slots and output range, so no two
/// threads touch the same bytes, and `forEach` returns only when every band has finished. Swift
/// cannot prove that disjointness of raw pointers, hence `@unchecked`: the wrapper marks, at each
/// call site, exactly what crosses to the encoder threads.
struct BandMemory<Pointer>: @unchecked Sendable {
    let pointer: Pointer

    init(_ pointer: Pointer) {
        self.pointer = pointer
    }
}
