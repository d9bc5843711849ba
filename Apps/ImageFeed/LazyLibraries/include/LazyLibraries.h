#ifndef LAZY_LIBRARIES_H
#define LAZY_LIBRARIES_H

/// Calls three of the forwarders (SASL's error text, p11-kit's padded
/// length, GSSAPI's status text) and returns a bit for each that reached its
/// library and gave the library's answer: 7 when all three did. For the
/// tests; nothing in the apps calls it.
int lazy_libraries_check(void);

#endif
