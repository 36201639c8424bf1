/// An animated PNG (APNG) put together from PNG images of equal size, one per frame, as an
/// encoder wrote them (GStreamer's pngenc): the first image's chunks stay as they are and are
/// the first frame (what a viewer without APNG shows), each later image's data goes in as
/// frame data chunks. Every frame covers the whole image, replaces the one before and is shown
/// for `delay` seconds; the animation loops forever. Nothing is compressed here: the pixels
/// are the encoder's.
public enum AnimatedPNG {
    /// Why images cannot be put together.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case noFrames
        case notPNG(frame: Int)
        case sizeDiffers(frame: Int)

        public var description: String {
            switch self {
            case .noFrames: "no frames to put together"
            case let .notPNG(frame): "frame \(frame) is not a PNG image"
            case let .sizeDiffers(frame): "frame \(frame) differs from the first in size or pixel format"
            }
        }
    }

    /// The 8 bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One chunk of a PNG file: its four-letter type and its data.
    public struct Chunk: Equatable, Sendable {
        public var type: String
        public var data: [UInt8]
        public init(type: String, data: [UInt8]) { (self.type, self.data) = (type, data) }
    }

    /// The APNG file of `frames` (PNG files), each shown `delay` = numerator / denominator s.
    public static func assemble(_ frames: [[UInt8]], delay: (numerator: UInt16, denominator: UInt16)) throws(Problem) -> [UInt8] {
        guard !frames.isEmpty else { throw .noFrames }
        var images: [[Chunk]] = []
        for (index, file) in frames.enumerated() {
            guard let chunks = chunks(of: file), chunks.first?.type == "IHDR", chunks.first?.data.count == 13,
                  chunks.contains(where: { $0.type == "IDAT" }) else { throw .notPNG(frame: index) }
            images.append(chunks)
        }
        let header = images[0][0]
        for (index, image) in images.enumerated() where image[0] != header { throw .sizeDiffers(frame: index) }

        var sequence: UInt32 = 0
        func frameControl() -> Chunk {
            // fcTL: sequence, width, height, x 0, y 0, delay, dispose none (0), blend source (0).
            let data = bigEndian(sequence) + Array(header.data[0..<8]) + bigEndian(UInt32(0)) + bigEndian(UInt32(0))
                + bigEndian(delay.numerator) + bigEndian(delay.denominator) + [0, 0]
            sequence += 1
            return Chunk(type: "fcTL", data: data)
        }
        var output = signature
        var controlWritten = false
        for chunk in images[0] where chunk.type != "IEND" {
            if chunk.type == "IDAT", !controlWritten {
                controlWritten = true
                // acTL before the first image data: frame count and 0 plays (forever).
                append(Chunk(type: "acTL", data: bigEndian(UInt32(frames.count)) + bigEndian(UInt32(0))), to: &output)
                append(frameControl(), to: &output)
            }
            append(chunk, to: &output)
        }
        for image in images.dropFirst() {
            append(frameControl(), to: &output)
            for chunk in image where chunk.type == "IDAT" {
                append(Chunk(type: "fdAT", data: bigEndian(sequence) + chunk.data), to: &output)
                sequence += 1
            }
        }
        append(Chunk(type: "IEND", data: []), to: &output)
        return output
    }

    /// The chunks of a PNG file in order, or nil when it is not one (a bad signature, a cut
    /// chunk or a wrong checksum).
    public static func chunks(of file: [UInt8]) -> [Chunk]? {
        guard file.count >= 8, Array(file[0..<8]) == signature else { return nil }
        var chunks: [Chunk] = []
        var offset = 8
        while offset < file.count {
            guard file.count - offset >= 12 else { return nil }
            let length = Int(readBigEndian(file, at: offset))
            guard length <= file.count - offset - 12 else { return nil }
            let typeBytes = Array(file[(offset + 4)..<(offset + 8)])
            let data = Array(file[(offset + 8)..<(offset + 8 + length)])
            guard readBigEndian(file, at: offset + 8 + length) == CRC32.checksum(typeBytes + data) else { return nil }
            chunks.append(Chunk(type: String(decoding: typeBytes, as: UTF8.self), data: data))
            offset += 12 + length
        }
        return chunks
    }

    private static func append(_ chunk: Chunk, to output: inout [UInt8]) {
        let type = Array(chunk.type.utf8)
        output += bigEndian(UInt32(chunk.data.count)) + type + chunk.data + bigEndian(CRC32.checksum(type + chunk.data))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    private static func bigEndian(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
    private static func readBigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
