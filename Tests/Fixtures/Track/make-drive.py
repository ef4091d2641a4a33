#!/usr/bin/env python3
"""Writes drive.nmea: a one-minute drive through Portland, Oregon at one fix a second, as a receiver writes
it (GGA, GSA, RMC each second, after three seconds without a fix). The route turns twice and changes speed,
so a distance along it is not a straight line. Run it again to regenerate the file; the output is fixed."""

import math

START = (2026, 11, 30, 17, 0, 0)
ORIGIN = (45.523100, -122.676500)
# (seconds, heading in degrees, speed in m/s)
LEGS = [(20, 90.0, 11.0), (15, 0.0, 13.5), (25, 45.0, 9.0)]
EARTH = 6_378_137.0


def checksum(body):
    value = 0
    for byte in body.encode("ascii"):
        value ^= byte
    return "%02X" % value


def sentence(body):
    return "$%s*%s" % (body, checksum(body))


def angle(value, positive, negative, degree_digits):
    hemisphere = positive if value >= 0 else negative
    value = abs(value)
    degrees = int(value)
    minutes = round((value - degrees) * 60, 4)
    if minutes >= 60:
        degrees, minutes = degrees + 1, 0.0
    return "%0*d%07.4f" % (degree_digits, degrees, minutes), hemisphere


def clock(second):
    total = START[3] * 3600 + START[4] * 60 + START[5] + second
    return "%02d%02d%02d.00" % (total // 3600, total // 60 % 60, total % 60)


def main():
    date = "%02d%02d%02d" % (START[2], START[1], START[0] % 100)
    lines = ["# A one-minute drive through Portland, Oregon; written by make-drive.py for the tests."]
    for second in range(-3, 0):
        lines.append(sentence("GPGGA,%s,,,,,0,00,99.99,,,,,," % clock(second)))
        lines.append(sentence("GPGSA,A,1,,,,,,,,,,,,,99.99,99.99,99.99"))
        lines.append(sentence("GPRMC,%s,V,,,,,,,%s,,,N" % (clock(second), date)))
    latitude, longitude = ORIGIN
    second = 0
    for duration, heading, speed in LEGS:
        for _ in range(duration):
            lat_text, ns = angle(latitude, "N", "S", 2)
            lon_text, ew = angle(longitude, "E", "W", 3)
            knots = speed / 0.514444
            lines.append(sentence("GPGGA,%s,%s,%s,%s,%s,1,09,0.90,30.0,M,-19.6,M,," % (clock(second), lat_text, ns, lon_text, ew)))
            lines.append(sentence("GPGSA,A,3,02,05,12,13,15,18,20,25,29,,,,1.71,0.90,1.38"))
            lines.append(sentence("GPRMC,%s,A,%s,%s,%s,%s,%.3f,%.2f,%s,,,A" % (clock(second), lat_text, ns, lon_text, ew, knots, heading, date)))
            north = speed * math.cos(math.radians(heading))
            east = speed * math.sin(math.radians(heading))
            latitude += math.degrees(north / EARTH)
            longitude += math.degrees(east / (EARTH * math.cos(math.radians(latitude))))
            second += 1
    with open("drive.nmea", "w") as out:
        out.write("\r\n".join(lines) + "\r\n")


if __name__ == "__main__":
    main()
