import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { SESv2Client } from '@aws-sdk/client-sesv2';

/**
 * One SDK client per service per process, created on first use. Endpoints come from the standard
 * `AWS_ENDPOINT_URL_<SERVICE>` variables, so the same code talks to AWS or to the local stand-ins.
 */
let documentClient: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let sqs: SQSClient | undefined;
let ses: SESv2Client | undefined;

export function dynamoDocumentClient(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  });
  return documentClient;
}

export function s3Client(forcePathStyle = false): S3Client {
  // WHEN_REQUIRED: otherwise presigned PUT URLs carry a checksum of an empty body that S3 rejects.
  s3 ??= new S3Client({ forcePathStyle, requestChecksumCalculation: 'WHEN_REQUIRED' });
  return s3;
}

export function sqsClient(): SQSClient {
  sqs ??= new SQSClient({});
  return sqs;
}

export function sesClient(): SESv2Client {
  ses ??= new SESv2Client({});
  return ses;
}
