// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace aisb {

// The tar archives a remote session's sync sends through podman (POSIX pax, what GNU tar reads
// and writes with --format=posix), written and read with libarchive rather than by the host's tar:
// reading is the hostile direction (the archive describes what the agent wrote), and this reader
// only parses; it never touches a file system (ProjectSync writes, through descriptors).
namespace TarStream {

struct Entry
{
    enum Type : char { File = 'f', Dir = 'd', Link = 'l', Other = 'o' };
    QByteArray path; // relative, '/' separated, as the archive names it (no leading "./")
    char type = File;
    quint32 mode = 0644;
    qint64 mtimeNs = 0;
    QByteArray linkTarget; // links only
    QByteArray data;       // files only
};

// One archive of `entries` (pax: a pax header where ustar falls short, a name or link target over
// 100 bytes or a time with nanoseconds), owned by uid:gid (numeric), ended by two zero blocks.
// Empty when libarchive refuses an entry.
QByteArray write(const QList<Entry> &entries, uint uid, uint gid);

// The entries of `archive`: files, folders and links (a hard link is reported as Other, as are
// devices, fifos and sockets, with no data). Empty with *error set when the archive is malformed
// (a header whose checksum or size does not hold, data past the end, no end blocks), or holds more than
// `maxBytes` of file data in all.
QList<Entry> read(const QByteArray &archive, QString *error, qint64 maxBytes = qint64(1) << 40);

} // namespace TarStream

} // namespace aisb
