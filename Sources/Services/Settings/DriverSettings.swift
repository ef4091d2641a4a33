import Domain
import Glibc
import Persistence

/// The settings a driver sets once: distance unit, the fuel assumption a new shift records, where gpsd listens
/// and the first day of a report's week. Each comes from an environment variable, else from a line of
/// `$XDG_CONFIG_HOME/dashpilot/config` (`name = value`, `#` comments), else its default.
public struct DriverSettings: Equatable, Sendable {
    public var distanceUnit: DistanceUnit = .miles
    /// Nil until a price and a consumption are both set: a shift then records no assumption and says so.
    public var fuelDefault: FuelAssumption?
    public var gpsdHost = "localhost"
    public var gpsdPort: UInt16 = 2947
    public var weekStart: Weekday = .monday

    /// The settings' names, as environment variables and (lower-cased, without the prefix) config file keys.
    public enum Name: String, CaseIterable, Sendable {
        case distanceUnit = "DASHPILOT_DISTANCE_UNIT"
        case fuelPrice = "DASHPILOT_FUEL_PRICE"
        case fuelCurrency = "DASHPILOT_FUEL_CURRENCY"
        case fuelMPG = "DASHPILOT_FUEL_MPG"
        case fuelLitresPer100km = "DASHPILOT_FUEL_L_PER_100KM"
        case gpsdHost = "DASHPILOT_GPSD_HOST"
        case gpsdPort = "DASHPILOT_GPSD_PORT"
        case weekStart = "DASHPILOT_WEEK_START"

        /// "distance_unit" for `DASHPILOT_DISTANCE_UNIT`.
        public var configKey: String { String(rawValue.dropFirst("DASHPILOT_".count)).lowercased() }
    }

    public init() {}

    /// This process's settings, read once from its environment and config file.
    public static let ofProcess: Result<DriverSettings, SettingsError> = {
        let environment = ProcessEnvironment.current()
        return Result { () throws(SettingsError) -> DriverSettings in
            try resolve(environment: environment, configFile: configFile(environment: environment))
        }
    }()

    /// `$XDG_CONFIG_HOME/dashpilot/config`, else `$HOME/.config/dashpilot/config`; nil without either.
    public static func configFile(environment: [String: String]) -> String? {
        if let home = environment["XDG_CONFIG_HOME"], home.hasPrefix("/") { return configFile(configHome: home) }
        if let home = environment["HOME"], home.hasPrefix("/") { return configFile(configHome: home + "/.config") }
        return nil
    }

    /// The config file's path under `configHome`.
    public static func configFile(configHome: String) -> String {
        configHome.hasSuffix("/") ? configHome + "dashpilot/config" : configHome + "/dashpilot/config"
    }

    /// Reads the settings; a value that cannot be read is a sentence naming where it came from.
    public static func resolve(environment: [String: String], configFile: String?) throws(SettingsError) -> DriverSettings {
        var values: [Name: (value: String, source: String)] = [:]
        if let configFile, let text = readSmallFile(configFile) {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let body = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                let trimmed = body.trimmed
                guard !trimmed.isEmpty else { continue }
                let parts = trimmed.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, let name = Name.allCases.first(where: { $0.configKey == parts[0].trimmed }) else {
                    throw SettingsError(source: "\(configFile):\(number + 1)", reason: "is not a 'name = value' line this program knows")
                }
                values[name] = (parts[1].trimmed, "\(configFile):\(number + 1)")
            }
        }
        for name in Name.allCases {
            if let value = environment[name.rawValue], !value.isEmpty { values[name] = (value, name.rawValue) }
        }
        var settings = DriverSettings()
        if let (value, source) = values[.distanceUnit] {
            guard let unit = DistanceUnit(setting: value) else { throw SettingsError(source: source, reason: "must be mi or km") }
            settings.distanceUnit = unit
        }
        if let (value, source) = values[.weekStart] {
            guard let day = Weekday(name: value) else { throw SettingsError(source: source, reason: "must name a day, like monday") }
            settings.weekStart = day
        }
        if let (value, _) = values[.gpsdHost] { settings.gpsdHost = value }
        if let (value, source) = values[.gpsdPort] {
            guard let port = UInt16(value), port > 0 else { throw SettingsError(source: source, reason: "must be a port number") }
            settings.gpsdPort = port
        }
        settings.fuelDefault = try fuel(values)
        return settings
    }

    private static func fuel(_ values: [Name: (value: String, source: String)]) throws(SettingsError) -> FuelAssumption? {
        let currency = values[.fuelCurrency]?.value.uppercased() ?? "USD"
        guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw SettingsError(source: values[.fuelCurrency]?.source ?? "", reason: "must be a three-letter currency code")
        }
        if values[.fuelMPG] != nil && values[.fuelLitresPer100km] != nil {
            throw SettingsError(source: Name.fuelMPG.rawValue, reason: "and \(Name.fuelLitresPer100km.rawValue) cannot both be set")
        }
        guard let (priceText, priceSource) = values[.fuelPrice] else {
            if let consumption = values[.fuelMPG] ?? values[.fuelLitresPer100km] {
                throw SettingsError(source: consumption.source, reason: "needs a fuel price set too")
            }
            return nil
        }
        let price: FuelPrice
        do { price = try FuelInput.price(priceText, currencyCode: currency) } catch {
            throw SettingsError(source: priceSource, reason: error.sentence)
        }
        let consumption: FuelConsumption
        do {
            if let (text, _) = values[.fuelMPG] {
                consumption = try FuelInput.milesPerGallon(text)
            } else if let (text, _) = values[.fuelLitresPer100km] {
                consumption = try FuelInput.litresPerHundredKilometres(text)
            } else {
                throw SettingsError(source: priceSource, reason: "needs a consumption set too (mpg or L/100 km)")
            }
        } catch let error as FuelInputError {
            throw SettingsError(source: (values[.fuelMPG] ?? values[.fuelLitresPer100km])?.source ?? "", reason: error.sentence)
        } catch let error as SettingsError {
            throw error
        } catch {
            throw SettingsError(source: priceSource, reason: "\(error)")
        }
        return FuelAssumption(price: price, consumption: consumption)
    }

    /// The file's text, nil when it does not exist; a config file is small, so 64 KB is plenty.
    private static func readSmallFile(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes = [UInt8](repeating: 0, count: 65_536)
        let count = fread(&bytes, 1, bytes.count, file)
        return String(decoding: bytes[0..<count], as: UTF8.self)
    }
}

/// A setting that cannot be read: "DASHPILOT_FUEL_MPG: must be ...".
public struct SettingsError: SpokenError, Equatable {
    public var source: String
    public var reason: String

    public var sentence: String { "The setting \(source) \(reason)" + (reason.hasSuffix(".") ? "" : ".") }
}

extension Substring {
    fileprivate var trimmed: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
