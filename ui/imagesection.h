// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policysection.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace aisb {

// Image: the agent (harness), base image, packages and the certificates the image trusts.
class ImageSection : public PolicySection
{
    Q_OBJECT
public:
    explicit ImageSection(QWidget *parent = nullptr);

    void showIssues(const QList<PolicyIssue> &issues) override;
    // Adds host certificate files to image.ca_certificates (what the file picker calls).
    void addCaCertificates(const QStringList &paths);
    // Adds "host" (the authorities this machine trusts); false when the policy takes them already.
    bool addHostCaCertificates();

protected:
    void syncFields(const PolicyDocument &document) override;

private:
    void pickCaCertificates();
    void removeCaCertificate();
    void updateCaCertificateMarks(const QList<PolicyIssue> &issues);

    QLineEdit *m_base = nullptr;
    QLineEdit *m_packages = nullptr;
    QComboBox *m_harness = nullptr;
    QLabel *m_harnessInfo = nullptr;
    QListWidget *m_caCerts = nullptr;
    QPushButton *m_removeCaCert = nullptr;
};

} // namespace aisb
