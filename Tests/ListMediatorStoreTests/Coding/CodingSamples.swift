import Foundation

/// A value using every part of `Codable` an item may use: each primitive, optionals, nested
/// values, arrays, dictionaries by string and by integer, an enum with associated values, and
/// the Foundation types an app stores (`Date`, `Data`, `URL`, `UUID`, `Decimal`).
struct EverythingSample: Codable, Equatable, Sendable {
    enum Status: Codable, Equatable, Sendable {
        case draft
        case sent(at: Date, to: [String])
        case failed(code: Int32, retry: Bool?)
    }

    struct Inner: Codable, Equatable, Sendable {
        var name: String
        var values: [Int16]
    }

    var bool: Bool
    var int: Int
    var int8: Int8
    var int16: Int16
    var int32: Int32
    var int64: Int64
    var uint: UInt
    var uint8: UInt8
    var uint16: UInt16
    var uint32: UInt32
    var uint64: UInt64
    var float: Float
    var double: Double
    var string: String
    var optional: String?
    var missing: Int?
    var inner: Inner
    var inners: [Inner]
    var byName: [String: Double]
    var byNumber: [Int: String]
    var matrix: [[Bool?]]
    var status: Status
    var date: Date
    var data: Data
    var url: URL
    var uuid: UUID
    var decimal: Decimal

    static func == (left: Self, right: Self) -> Bool {
        // Floating point compared by bit pattern: NaN and -0.0 must come back exactly.
        left.float.bitPattern == right.float.bitPattern && left.double.bitPattern == right.double.bitPattern
            && left.withoutFloatingPoint == right.withoutFloatingPoint
    }

    private var withoutFloatingPoint: [String] {
        [
            "\(bool) \(int) \(int8) \(int16) \(int32) \(int64) \(uint) \(uint8) \(uint16) \(uint32) \(uint64)",
            string, "\(optional as Any)", "\(missing as Any)", "\(inner)", "\(inners)",
            "\(byName.mapValues(\.bitPattern).sorted { $0.key < $1.key })",
            "\(byNumber.sorted { $0.key < $1.key })", "\(matrix)", "\(status)",
            "\(date.timeIntervalSinceReferenceDate.bitPattern)",
            "\(Array(data))", url.absoluteString, uuid.uuidString, "\(decimal)",
        ]
    }

    static let example = EverythingSample(
        bool: true, int: -42, int8: .min, int16: .max, int32: -1, int64: .min, uint: .max, uint8: 255, uint16: 0,
        uint32: .max, uint64: .max, float: -.infinity, double: .nan, string: "naïve 🦆 \u{0}end", optional: "here",
        missing: nil, inner: Inner(name: "", values: [-1, 0, 1]), inners: [Inner(name: "a", values: [])],
        byName: ["x": -0.0, "y": .greatestFiniteMagnitude], byNumber: [3: "three", -7: "minus seven"],
        matrix: [[true, nil], [], [false]],
        status: .sent(at: Date(timeIntervalSinceReferenceDate: 1.5), to: ["a", "b"]),
        date: Date(timeIntervalSinceReferenceDate: -12_345.678), data: Data([0, 1, 2, 255]),
        url: URL(string: "https://example.com/a?b=c")!, uuid: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!,
        decimal: Decimal(string: "12345.6789")!)
}
