// Original file: community.proto


export interface SupportRequest {
  'id'?: (string);
  'kind'?: (string);
  'email'?: (string);
  'userId'?: (string);
  'message'?: (string);
  'appName'?: (string);
  'storeUrl'?: (string);
  'status'?: (string);
  'answer'?: (string);
  'answeredAt'?: (string);
  'answerMail'?: (string);
  'createdAt'?: (string);
  'updatedAt'?: (string);
  'lang'?: (string);
}

export interface SupportRequest__Output {
  'id': (string);
  'kind': (string);
  'email': (string);
  'userId': (string);
  'message': (string);
  'appName': (string);
  'storeUrl': (string);
  'status': (string);
  'answer': (string);
  'answeredAt': (string);
  'answerMail': (string);
  'createdAt': (string);
  'updatedAt': (string);
  'lang': (string);
}
