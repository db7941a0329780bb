/// What a JPEG file says about its picture before the entropy-coded data: the frame header (SOF), the
/// colour coding, and the EXIF orientation and ICC profile read from APP1 and APP2.
public struct JPEGHeader: Sendable, Equatable {
    /// The coding process, from the start-of-frame marker.
    public enum Process: String, Sendable, Equatable {
        /// SOF0: baseline sequential DCT, Huffman coding.
        case baseline
        /// SOF1: extended sequential DCT, Huffman coding (8-bit samples here).
        case extendedSequential
        /// SOF2: progressive DCT, Huffman coding.
        case progressive
    }

    /// How the samples of the components become red, green and blue.
    public enum ColourCoding: String, Sendable, Equatable {
        /// One component: grey.
        case grey
        /// Three components, Y Cb Cr (JFIF, BT.601 full range): the usual case.
        case yCbCr
        /// Three components stored as R, G, B without transform (an Adobe APP14 marker with transform 0, or
        /// components named 'R', 'G', 'B' without JFIF or Adobe marker, as libjpeg reads them).
        case rgb
    }

    /// One component of the frame: its id and its sampling factors (1 to 4).
    public struct Component: Sendable, Equatable {
        public let id: Int
        public let horizontal: Int
        public let vertical: Int
        /// The quantisation table it uses (0 to 3).
        public let quantisationTable: Int
    }

    /// The picture as stored, before the EXIF orientation is applied.
    public let storedWidth: Int
    public let storedHeight: Int
    public let process: Process
    public let components: [Component]
    public let colourCoding: ColourCoding
    /// The EXIF orientation (1 to 8; 1 when there is no EXIF block or no valid orientation in it). The
    /// decoder applies it: `width` and `height` are those of the picture as it should be shown.
    public let orientation: Int
    /// The colour space the file declares: from an ICC profile in APP2 (by its description, as for PNG), or
    /// `.unspecified` without one (JFIF's YCbCr of sRGB by convention).
    public let colorSpace: PNGColorSpace

    /// True for orientations 5 to 8, which turn the picture a quarter and swap its width and height.
    public var swapsAxes: Bool { orientation >= 5 }
    /// The width of the picture as shown (after the orientation).
    public var width: Int { swapsAxes ? storedHeight : storedWidth }
    /// The height of the picture as shown (after the orientation).
    public var height: Int { swapsAxes ? storedWidth : storedHeight }

    /// The chroma subsampling in the usual notation (`4:4:4`, `4:2:2`, `4:2:0`, `4:4:0`), `grey` for one
    /// component, or the factors themselves (`2x2,1x1,1x1`) for other layouts.
    public var subsampling: String {
        guard components.count == 3 else { return "grey" }
        let factors = components.map { "\($0.horizontal)x\($0.vertical)" }
        let chroma = components[1], luma = components[0]
        guard components[2].horizontal == chroma.horizontal, components[2].vertical == chroma.vertical,
              chroma.horizontal == 1, chroma.vertical == 1 else { return factors.joined(separator: ",") }
        switch (luma.horizontal, luma.vertical) {
        case (1, 1): return "4:4:4"
        case (2, 1): return "4:2:2"
        case (2, 2): return "4:2:0"
        case (1, 2): return "4:4:0"
        case (4, 1): return "4:1:1"
        default: return factors.joined(separator: ",")
        }
    }
}
