/// A fast 64-bit hash of bytes, for the result cache's keys (`ResultCache`): eight bytes
/// a step, each word mixed in with a multiply and shifts (the finaliser of SplitMix64), so
/// that the ten megabytes of a large app hash in a few milliseconds. Not for adversaries:
/// the cache only has to tell the app's files apart from their earlier selves.
///
/// Each `add` ends with the length of what it added, so that two fields can never run
/// into one another ("ab" + "c" and "a" + "bc" hash apart).
struct ContentHash {
    private(set) var value: UInt64 = 0x9E37_79B9_7F4A_7C15

    init() {}

    /// The hash of one run of bytes.
    static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash = ContentHash()
        hash.add(bytes)
        return hash.value
    }

    mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { add($0) }
    }

    mutating func add(_ text: String) {
        add(Array(text.utf8))
    }

    mutating func add(_ number: UInt64) {
        value = ContentHash.mix(value ^ number)
    }

    mutating func add(_ flag: Bool) {
        add(flag ? 1 as UInt64 : 2)
    }

    mutating func add(_ buffer: UnsafeRawBufferPointer) {
        var state = value
        var offset = 0
        let count = buffer.count
        while offset + 8 <= count {
            state = ContentHash.mix(state ^ buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                tail |= UInt64(buffer[offset]) << shift
                shift += 8
                offset += 1
            }
            state = ContentHash.mix(state ^ tail)
        }
        value = ContentHash.mix(state ^ UInt64(count) ^ 0xA076_1D64_78BD_642F)
    }

    /// SplitMix64's finaliser: every input bit reaches every output bit.
    private static func mix(_ word: UInt64) -> UInt64 {
        var z = word &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Sixteen hexadecimal digits: the name of a cache entry.
    static func hexadecimal(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
