import Foundation

enum FileManagerCheck {
    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    static func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
