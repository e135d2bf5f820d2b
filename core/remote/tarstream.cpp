// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/tarstream.h"

#include <QCoreApplication>
#include <archive.h>
#include <archive_entry.h>
#include <memory>

namespace aisb {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::TarStream)
};

struct ArchiveDeleter
{
    void operator()(archive *a) const { archive_free(a); }
};
struct EntryDeleter
{
    void operator()(archive_entry *e) const { archive_entry_free(e); }
};
using ArchivePtr = std::unique_ptr<archive, ArchiveDeleter>;
using EntryPtr = std::unique_ptr<archive_entry, EntryDeleter>;

la_ssize_t appendTo(archive *, void *out, const void *buffer, size_t length)
{
    static_cast<QByteArray *>(out)->append(static_cast<const char *>(buffer), qsizetype(length));
    return la_ssize_t(length);
}

QString reason(archive *a)
{
    const char *s = archive_error_string(a);
    return s ? QString::fromLocal8Bit(s) : Tr::tr("unknown error");
}

} // namespace

// libarchive writes and reads the archives (pax: modification times to the nanosecond). Reading parses only:
// no archive_write_disk, nothing touches a file system; ProjectSync writes what comes back through
// descriptors of its own.
QByteArray TarStream::write(const QList<Entry> &entries, uint uid, uint gid)
{
    QByteArray out;
    ArchivePtr a(archive_write_new());
    if (!a || archive_write_set_format_pax(a.get()) != ARCHIVE_OK ||
        archive_write_set_bytes_in_last_block(a.get(), 1) != ARCHIVE_OK ||
        archive_write_open2(a.get(), &out, nullptr, appendTo, nullptr, nullptr) != ARCHIVE_OK)
        return {};
    for (const Entry &e : entries) {
        EntryPtr h(archive_entry_new());
        archive_entry_copy_pathname(h.get(), e.path.constData());
        archive_entry_set_filetype(h.get(), e.type == Entry::Dir    ? AE_IFDIR
                                            : e.type == Entry::Link ? AE_IFLNK
                                                                    : AE_IFREG);
        archive_entry_set_perm(h.get(), e.mode & 07777);
        archive_entry_set_uid(h.get(), uid);
        archive_entry_set_gid(h.get(), gid);
        archive_entry_set_mtime(h.get(), e.mtimeNs / 1000000000LL, long(e.mtimeNs % 1000000000LL));
        if (e.type == Entry::Link)
            archive_entry_copy_symlink(h.get(), e.linkTarget.constData());
        const qint64 size = e.type == Entry::File ? e.data.size() : 0;
        archive_entry_set_size(h.get(), size);
        if (archive_write_header(a.get(), h.get()) != ARCHIVE_OK)
            return {};
        if (size && archive_write_data(a.get(), e.data.constData(), size_t(size)) != size)
            return {};
    }
    if (archive_write_close(a.get()) != ARCHIVE_OK)
        return {};
    return out;
}

QList<TarStream::Entry> TarStream::read(const QByteArray &archiveBytes, QString *error, qint64 maxBytes)
{
    const auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return QList<Entry>();
    };
    // A tar ends with two zero blocks (GNU tar pads further with zeros). libarchive takes an
    // archive cut at an entry's end as whole; one without its end is refused here, so that a helper
    // killed mid-stream never reads as "these are all the files".
    constexpr qsizetype endBlocks = 2 * 512;
    if (archiveBytes.size() < endBlocks || archiveBytes.last(endBlocks).count('\0') != endBlocks)
        return fail(Tr::tr("the archive is cut short"));
    ArchivePtr a(archive_read_new());
    // Tar only, no compression: the least of libarchive that reads what the helper's tar writes.
    if (!a || archive_read_support_format_tar(a.get()) != ARCHIVE_OK ||
        archive_read_open_memory(a.get(), archiveBytes.constData(), size_t(archiveBytes.size())) !=
            ARCHIVE_OK)
        return fail(Tr::tr("the archive is malformed: %1").arg(a ? reason(a.get()) : QString()));
    QList<Entry> out;
    qint64 total = 0;
    archive_entry *h = nullptr;
    for (;;) {
        const int r = archive_read_next_header(a.get(), &h);
        if (r == ARCHIVE_EOF)
            break;
        if (r != ARCHIVE_OK)
            return fail(Tr::tr("the archive is malformed: %1").arg(reason(a.get())));
        Entry e;
        e.path = QByteArray(archive_entry_pathname(h) ? archive_entry_pathname(h) : "");
        while (e.path.startsWith("./"))
            e.path = e.path.mid(2);
        while (e.path.endsWith('/'))
            e.path.chop(1);
        e.mode = quint32(archive_entry_perm(h)) & 07777;
        e.mtimeNs = qint64(archive_entry_mtime(h)) * 1000000000LL + archive_entry_mtime_nsec(h);
        const mode_t type = archive_entry_filetype(h);
        if (archive_entry_hardlink(h)) {
            e.type = Entry::Other; // a hard link: never followed, never written
        } else if (type == AE_IFREG) {
            e.type = Entry::File;
            const la_int64_t size = archive_entry_size(h);
            total += size;
            if (size < 0 || total > maxBytes)
                return fail(Tr::tr("the archive holds more than %1 bytes").arg(maxBytes));
            e.data.resize(qsizetype(size));
            if (size > 0 && archive_read_data(a.get(), e.data.data(), size_t(size)) != size)
                return fail(Tr::tr("the archive is cut short: %1").arg(reason(a.get())));
        } else if (type == AE_IFDIR) {
            e.type = Entry::Dir;
        } else if (type == AE_IFLNK) {
            e.type = Entry::Link;
            e.linkTarget = QByteArray(archive_entry_symlink(h) ? archive_entry_symlink(h) : "");
        } else {
            e.type = Entry::Other; // devices, fifos, sockets
        }
        if (!e.path.isEmpty())
            out << e;
    }
    return out;
}

} // namespace aisb
